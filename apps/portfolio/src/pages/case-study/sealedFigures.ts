import { rememberedKey } from '../../gate/access';
import { deriveAssetKeys, openAsset, type AssetKeys } from '../../lib/sealed-assets';

/**
 * The browser side of "a gated study's key" for its figure files: the 32-byte content key K_c
 * the gate remembers after an unlock (the build side is the sealer's `contentKey(slug)`).
 */
export function studyKeyInBrowser(slug: string): Uint8Array | null {
  return rememberedKey(slug);
}

/** How far below the viewport a sealed figure starts decrypting. */
const NEAR_VIEWPORT = '400px 0px';

/** The width (in pixels of the file) a figure needs: its box times the device's pixel ratio. */
function neededWidth(figure: HTMLElement): number {
  const box = figure.querySelector('.cs-frame')?.clientWidth || figure.clientWidth || 660;
  return box * (window.devicePixelRatio || 1);
}

/** `data-assets="3:480 4:960 5:1440"`: the asset whose width first covers `needed`. */
function pickAsset(list: string, needed: number): number {
  const options = list
    .split(' ')
    .map((pair) => pair.split(':').map(Number) as [number, number])
    .filter(([index, width]) => Number.isInteger(index) && width > 0)
    .sort((a, b) => a[1] - b[1]);
  const chosen = options.find(([, width]) => width >= needed) ?? options[options.length - 1];
  if (!chosen) throw new Error('The figure names no file');
  return chosen[0];
}

/**
 * Opens the sealed figures of an unlocked study as they near the viewport: fetches each
 * encrypted file, decrypts it with the study's asset key and shows it through an object URL. A
 * figure that fails (tampered file, wrong key, offline) shows its message and a retry; the rest
 * of the page is untouched. Returns the cleanup: stops, and revokes every object URL.
 */
export function openSealedFigures(
  root: HTMLElement,
  slug: string,
  loadAssets: () => Promise<string[]>,
): () => void {
  const figures = [...root.querySelectorAll<HTMLElement>('figure[data-sealed]')];
  if (figures.length === 0) return () => undefined;
  let stopped = false;
  const objectUrls = new Set<string>();
  let keys: Promise<AssetKeys> | undefined;
  const assetKeys = () => {
    if (!keys) {
      const contentKey = studyKeyInBrowser(slug);
      keys = contentKey
        ? deriveAssetKeys(contentKey)
        : Promise.reject(new Error('The study is locked'));
      // A failed derivation is retried from scratch.
      keys.catch(() => (keys = undefined));
    }
    return keys;
  };

  async function objectUrl(index: number, type: string, urls: string[]): Promise<string> {
    const url = urls[index];
    if (!url) throw new Error(`No file ${index}`);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    const plain = await openAsset(
      new Uint8Array(await response.arrayBuffer()),
      await assetKeys(),
      slug,
      index,
    );
    const made = URL.createObjectURL(new Blob([plain], { type }));
    if (stopped) URL.revokeObjectURL(made);
    else objectUrls.add(made);
    return made;
  }

  async function open(figure: HTMLElement): Promise<void> {
    figure.dataset.sealed = 'loading';
    const error = figure.querySelector<HTMLElement>('.cs-figure-error');
    if (error) error.hidden = true;
    try {
      const urls = await loadAssets();
      const video = figure.querySelector<HTMLVideoElement>('video[data-asset]');
      if (video) {
        const type = video.dataset.type ?? 'video/mp4';
        video.poster = await objectUrl(Number(video.dataset.posterAsset), 'image/webp', urls);
        video.src = await objectUrl(Number(video.dataset.asset), type, urls);
      } else {
        const image = figure.querySelector<HTMLImageElement>('img[data-assets]');
        if (!image) return;
        const index = pickAsset(image.dataset.assets ?? '', neededWidth(figure));
        image.src = await objectUrl(index, image.dataset.type ?? 'image/webp', urls);
        await image.decode().catch(() => undefined);
      }
      if (!stopped) figure.dataset.sealed = 'open';
    } catch {
      if (stopped) return;
      figure.dataset.sealed = 'error';
      if (error) error.hidden = false;
    }
  }

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        void open(entry.target as HTMLElement);
      }
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  const retry = (event: Event) => {
    const button = (event.target as HTMLElement).closest('.cs-figure-retry');
    const figure = button?.closest<HTMLElement>('figure[data-sealed]');
    if (figure) void open(figure);
  };
  root.addEventListener('click', retry);
  for (const figure of figures) observer.observe(figure);
  return () => {
    stopped = true;
    observer.disconnect();
    root.removeEventListener('click', retry);
    for (const url of objectUrls) URL.revokeObjectURL(url);
    objectUrls.clear();
  };
}
