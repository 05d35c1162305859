import { Link } from 'react-router';
export function meta() { return [{ title: 'Home' }]; }
export default function Home() { return <main><h1>Hello</h1><Link to="/about">About</Link></main>; }
