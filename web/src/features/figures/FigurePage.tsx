export function FigurePage() {
  return null;
}
