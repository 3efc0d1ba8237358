/// One layer's kept content: its face as last drawn, the image it was drawn into, its PNG.
final class LayerSlot {
  private var face: LayerFace?
  private var image: ContentImage?
  private var png: PNGImage?
  private var pngPath: String?

  /// The content image for `face`, redrawn (and `drawn` counted) only when the face changed; a new
  /// image only when the pixel size changed. Nil when no image can be made.
  func content(for face: LayerFace, drawn: inout Int) -> ContentImage? {
    if face == self.face, let image { return image }
    if image?.width != face.pixelWidth || image?.height != face.pixelHeight {
      image = ContentImage(width: face.pixelWidth, height: face.pixelHeight)
    }
    guard let image else { return nil }
    if face.image?.path != pngPath {
      pngPath = face.image?.path
      png = pngPath.flatMap { PNGImage(path: $0) }
    }
    image.draw(face, png: png)
    drawn += 1
    self.face = face
    return image
  }
}
