// The app starts after the first paint (issue 11). A prerendered page is complete without
// JavaScript, so nothing it needs to paint waits for the entry script, its modulepreloads or the
// deferred stylesheets; fetched from the head, they compete with the first paint for the first
// round trips on a phone (and Lighthouse counts every high-priority request finished before the
// paint into FCP and LCP). The prerender moves those tags into an inert <template> and a small
// loader (BOOT_SCRIPT, part of the page's one inline head script: tools/prerender/intro-script.ts) adds
// them to <head> once the page has painted and been parsed.
//
// The tags stay in the HTML, so every reader of "the page's initial JS" (tools/perf/js-budget.ts,
// the budgets and lazy-chunk tests) reads the same list as before.

/** The tags that move: the entry module, its modulepreloads and the deferred stylesheets. */
const BOOT_TAG =
  /<script type="module" crossorigin src="[^"]+"><\/script>|<link rel="modulepreload" crossorigin href="[^"]+">|<link rel="stylesheet" crossorigin href="[^"]+" media="print" data-deferred-css>/g;

/** The id of the <template> holding the tags. */
export const BOOT_TEMPLATE_ID = 'app-boot';

/**
 * The loader (the end of the page's inline head script, tools/prerender/intro-script.ts). It runs
 * before the template is parsed and touches it only once parsing has ended. It waits for the first contentful paint (a hidden tab has none, so it does not wait there, nor
 * in a browser without paint timing), then for the end of parsing (a module added while the
 * parser still runs could hydrate half a page), then moves the template's tags into <head>. If
 * no paint is reported five seconds after `load`, it starts the app anyway. The stylesheets come
 * with media="print" and are switched on together once each has loaded (or failed), before the
 * app if they are in first: the parts the critical CSS leaves to them (the gallery, the footer)
 * work without the app.
 */
export const BOOT_SCRIPT = `(function(){var d=document,s=0;function g(){if(s)return;s=1;var t=d.getElementById('${BOOT_TEMPLATE_ID}');t&&d.head.appendChild(d.importNode(t.content,!0));var l=d.querySelectorAll('[data-deferred-css]'),n=l.length;l.forEach(function(k){k.onload=k.onerror=function(){--n||l.forEach(function(k){k.media=''})}})}function p(){d.readyState==='loading'?d.addEventListener('DOMContentLoaded',g):g()}addEventListener('load',function(){setTimeout(p,5e3)});try{if(d.visibilityState!=='visible'||PerformanceObserver.supportedEntryTypes.indexOf('paint')<0)throw 0;new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();p()}}).observe({type:'paint',buffered:!0})}catch(e){p()}})()`;

/** The page with its boot tags moved into the template at the end of <head>. */
export function deferAppBoot(html: string): string {
  const tags = html.match(BOOT_TAG) ?? [];
  if (!tags.some((tag) => tag.startsWith('<script')))
    throw new Error('late boot: the page has no entry <script type="module"> to defer');
  let out = html;
  for (const tag of tags) out = out.replace(tag, '');
  // Stylesheets first, so the app finds them (src/styles/deferredCss.ts) when it starts. They keep
  // media="print" until the loader switches them all on at once, when each has arrived: applied
  // one by one as they came, the shared sheet's package rules landed after the inline site rules
  // composed with them, and the contents pills of /design-principles lost their padding until
  // the page's own sheet came (a layout shift of 0.026 there and back: Lighthouse's CLS 0.052).
  const ordered = [
    ...tags.filter((tag) => tag.startsWith('<link rel="stylesheet"')),
    ...tags.filter((tag) => tag.startsWith('<link rel="modulepreload"')),
    ...tags.filter((tag) => tag.startsWith('<script')),
  ];
  const boot = `<template id="${BOOT_TEMPLATE_ID}">${ordered.join('')}</template>`;
  if (!out.includes('</head>')) throw new Error('late boot: the page has no </head>');
  return out.replace('</head>', () => `${boot}</head>`);
}
