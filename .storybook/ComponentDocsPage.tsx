import {
  Controls,
  Description,
  Heading,
  Markdown,
  Primary,
  Source,
  Subheading,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';

import {
  Anatomy,
  KeyboardTable,
  StateGrid,
  StatesTable,
  TokenTable,
  type KeyboardRow,
  type StateRow,
} from './docs-blocks';

/** The package's pages, for the links at the foot of each component's page. */
const PAGES = [
  { id: 'components-smart-form-validation', title: 'Smart Form Validation' },
  { id: 'components-progress-indicator', title: 'Progress Indicator' },
  { id: 'components-pricing-calculator', title: 'Pricing Calculator' },
];

function seeAlso(currentId: string): string {
  const others = PAGES.filter((page) => page.id !== currentId).map(
    (page) => `- [${page.title}](?path=/docs/${page.id}--docs)`,
  );
  return [
    '- [Introduction](?path=/docs/introduction--docs): install, the CSS import and theming',
    '- [Theme tokens](?path=/docs/theme-tokens--docs): every token, light and dark',
    '- [Changelog](?path=/docs/changelog--docs): what changed in each version',
    ...others,
  ].join('\n');
}

/** What a component's stories file tells its docs page, besides the JSDoc. */
export interface ComponentDocsParameters {
  /** A complete, copyable example: the CSS import, the component import and its use. */
  usage?: string;
  /** One short paragraph under the usage snippet (markdown). */
  usageNote?: string;
  /** Roles, names, live regions and where focus goes (markdown). */
  accessibility?: string;
  /** The keys the component answers to. */
  keyboard?: KeyboardRow[];
  /** What each `data-part` is (the table itself is read from the rendered component). */
  parts?: Record<string, string>;
  /** The state attributes styles and tests can key on. */
  states?: StateRow[];
  /** Styling beyond the tokens: per-part class names, the font (markdown). */
  styling?: string;
}

/**
 * The autodocs page of every component, after Radix's and React Aria's: the live component
 * first (above the fold: it is the playground the props table below drives), then what it is,
 * how to use it (with the one CSS import the package needs), its accessibility and keys, its
 * anatomy and states, the tokens it reads, the props, and every state in a compact grid.
 */
export function ComponentDocsPage() {
  const resolved = useOf('meta', ['meta']);
  const docs = (resolved.preparedMeta.parameters.docs ?? {}) as ComponentDocsParameters;

  return (
    <>
      <Title />
      <Subtitle />
      <Primary />
      <Description of="meta" />
      {docs.usage && (
        <>
          <Heading>Usage</Heading>
          {docs.usageNote && <Markdown>{docs.usageNote}</Markdown>}
          <Source code={docs.usage} language="tsx" dark />
        </>
      )}
      {docs.accessibility && (
        <>
          <Heading>Accessibility</Heading>
          <Markdown>{docs.accessibility}</Markdown>
        </>
      )}
      {docs.keyboard && (
        <>
          <Heading>Keyboard</Heading>
          <KeyboardTable rows={docs.keyboard} />
        </>
      )}
      {docs.parts && (
        <>
          <Heading>Anatomy</Heading>
          <Markdown>
            {
              'Every element you may want to style has a `data-part`; select it inside the component, e.g. `.my-form [data-part="reveal"]`. The table is read from the component as rendered here, so it is never out of date.'
            }
          </Markdown>
          <Anatomy descriptions={docs.parts} />
        </>
      )}
      {docs.states && (
        <>
          <Subheading>State attributes</Subheading>
          <Markdown>
            {
              'State is in the markup, as in Radix: style and test on these attributes, not on class names.'
            }
          </Markdown>
          <StatesTable rows={docs.states} />
        </>
      )}
      <Heading>Styling</Heading>
      <Markdown>
        {
          'Three ways in, from light to deep: **tokens** (the `--pf-*` custom properties below, on any ancestor), **a class per part** with `classNames`, keyed by the `data-part` names above (`root` included: `classNames={{ root: "my-card", total: "big-total" }}`), and **state attributes** to select on: `data-state`, `data-disabled` on every control and on the root when disabled, and `data-focus-visible` on the part that has keyboard focus, as in Radix and React Aria. The styles sit in `@layer portfolio-interactions`, so your own CSS wins without `!important`.'
        }
      </Markdown>
      {docs.styling && <Markdown>{docs.styling}</Markdown>}
      <Markdown>
        {
          'Colours come from the theme tokens below (light and dark, as `--pf-*` custom properties); type, radius, spacing, shadow and motion tokens are on the [Theme tokens](?path=/docs/theme-tokens--docs) page. Override any of them on an ancestor to bring your own brand.'
        }
      </Markdown>
      <TokenTable groups={['color']} />
      <Heading>Props</Heading>
      <Markdown>{'The controls change the live component at the top of the page.'}</Markdown>
      <Controls />
      <Heading>Every state</Heading>
      <Markdown>
        {
          'Each state plays its interaction here, small; open one by its name to see it full size on its own canvas.'
        }
      </Markdown>
      <StateGrid />
      <Heading>See also</Heading>
      <Markdown>{seeAlso(resolved.preparedMeta.id)}</Markdown>
    </>
  );
}
