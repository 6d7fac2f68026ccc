/**
 * A canvas of the given size holding the image, on white: JPEG has no transparency, so a transparent PNG would
 * otherwise turn black. Throws 'Could not get canvas context' when the browser gives no 2D context.
 */
export function canvasForJpeg(image: CanvasImageSource, width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Could not get canvas context');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, width, height);
  return canvas;
}
