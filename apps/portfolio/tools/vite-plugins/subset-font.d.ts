// The part of subset-font 2.9 that tools/vite-plugins/font-subset.ts uses (@types/subset-font stops at 2.3,
// before `keepFeatures`).
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
      keepFeatures?: string[];
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
      noHinting?: boolean;
    },
  ): Promise<Uint8Array>;
}
