export declare const SITE_FONTS_DIR: string;
export declare const SITE_CHARACTERS: string;
export declare const KEPT_FEATURES: string[];
export interface SiteFace {
  family: string;
  style: string;
  weight: string;
  format: string;
  /** The @fontsource file the subset is cut from (a package path). */
  source: string;
  /** The subset's file name in src/fonts/site/. */
  file: string;
  /** The font's licence (SIL OFL 1.1), copied beside the subset. */
  license: string;
}
export declare const SITE_FACES: SiteFace[];
export declare function unicodeRange(characters?: string): string;
export declare function siteFontsCss(): string;
export declare function subsetFiles(): Promise<Record<string, Buffer>>;
