export { EyeIcon, EyeOffIcon } from '../shared/icons.js';
export type { IconProps } from '../shared/icons.js';
