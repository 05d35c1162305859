// Runs the SSR bundle that `vite build --ssr` made (its React and @portfolio imports stay external,
// so Node loads the installed packages' ESM entry) and prints the HTML as JSON.
import { render } from './dist-server/entry-server.js';

process.stdout.write(JSON.stringify(render()));
