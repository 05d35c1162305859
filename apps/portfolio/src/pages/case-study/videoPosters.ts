/** How far below the viewport a poster starts loading (as a sealed figure does, sealedFigures.ts). */
const NEAR_VIEWPORT = '400px 0px';

/**
 * Gives each open study's video its poster (`data-poster`, set at build) as the reader nears
 * it: a `poster` attribute in the markup is fetched at once, wherever the video is, and in the
 * first screen's bandwidth. The poster is decoded before it is set, so the video (hidden until
 * then, CaseStudyPage.css.ts) never shows black. Returns the cleanup.
 */
export function loadPostersNearViewport(root: HTMLElement): () => void {
  const videos = [...root.querySelectorAll<HTMLVideoElement>('video[data-poster]')];
  if (videos.length === 0) return () => undefined;
  let stopped = false;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const video = entry.target as HTMLVideoElement;
        const url = video.dataset.poster ?? '';
        const image = new Image();
        image.src = url;
        // A poster that cannot be decoded is still set: the browser then shows what it can.
        void image
          .decode()
          .catch(() => undefined)
          .then(() => {
            if (!stopped) video.poster = url;
          });
      }
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  for (const video of videos) observer.observe(video);
  return () => {
    stopped = true;
    observer.disconnect();
  };
}
