import packageJson from '../packages/interactions/package.json';

/** The version of `@portfolio/interactions` this Storybook documents (manager and docs alike). */
export const version: string = packageJson.version;
