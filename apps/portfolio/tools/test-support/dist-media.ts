import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sniffMediaType, type MediaType } from '../vite-plugins/media-types';
import { filesUnder as pathsUnder } from './file-text';

/** Every file under `folder`, as paths relative to it (with `/`). */
export function filesUnder(folder: string): string[] {
  return pathsUnder(folder)
    .map((path) => relative(folder, path).split('\\').join('/'))
    .sort();
}

const MEDIA: readonly MediaType[] = ['png', 'jpeg', 'webp', 'avif', 'gif', 'mp4', 'webm'];

/** The image and video files of a built site, told by their first bytes (never their names). */
export function mediaFiles(dist: string): { file: string; type: MediaType }[] {
  return filesUnder(dist).flatMap((file) => {
    const type = sniffMediaType(readFileSync(join(dist, file)).subarray(0, 512));
    return type && MEDIA.includes(type) ? [{ file, type }] : [];
  });
}

/**
 * Plaintext images and videos no public file uses: each would be readable by anyone while only a
 * gated (sealed) page needs it. `publicFiles` are the HTML, CSS and JS a visitor without the
 * password can read (everything but the gated studies' own chunks); a media file is used when
 * its path appears in one of them.
 */
export function plaintextMediaOnlyGatedPagesUse(dist: string, publicFiles: string[]): string[] {
  const texts = publicFiles.map((file) => readFileSync(join(dist, file), 'utf8'));
  return mediaFiles(dist)
    .filter(({ file }) => !texts.some((text) => text.includes(file.replace(/^.*\//, ''))))
    .map(({ file, type }) => `${file} (${type})`);
}
