// PlayheadTransitions: see ../../docs and DESIGN.md for what this module holds.
// This file only anchors the module until its first types land; replace it.
enum _PlayheadTransitionsAnchor {}
