// Provided at build time by tools/vite-plugins/gallery-images.ts: each gallery photo's size, by file name
// (without extension): [width, height, the widths its files were made at when not the usual ones].
declare module 'virtual:portfolio-gallery' {
  const photoSizes: Readonly<Record<string, readonly [number, number, number[]?]>>;
  export default photoSizes;
}
