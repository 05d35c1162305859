export function meta() { return [{ title: 'About' }]; }
export default function About() { return <main><h1>About</h1></main>; }
