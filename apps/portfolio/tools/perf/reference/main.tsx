// The JS budget's reference: a bare React + react-router-dom page, hydrated like the site.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

const app = (
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<h1>Hello</h1>} />
      </Routes>
    </BrowserRouter>
  </StrictMode>
);
const container = document.getElementById('root')!;
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
