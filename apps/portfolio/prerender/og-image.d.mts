export interface CardOptions {
  kicker: string;
  title: string;
  description: string;
  siteName: string;
  siteUrl: string;
  size: { width: number; height: number };
}
export function wrapText(
  font: unknown,
  text: string,
  size: number,
  width: number,
  maxLines: number,
): string[];
export function cardSvg(options: CardOptions): string;
export function cardFor(
  meta: { cardKicker: string; cardTitle: string; description: string },
  site: { siteName: string; siteUrl: string; size: { width: number; height: number } },
): CardOptions;
export function renderCard(options: CardOptions): Promise<Buffer>;
