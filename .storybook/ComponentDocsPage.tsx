import {
  Controls,
  Description,
  Heading,
  Markdown,
  Primary,
  Source,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';

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
    ...others,
  ].join('\n');
}

/** What a component's stories file tells its docs page, besides the JSDoc. */
export interface ComponentDocsParameters {
  /** A complete, copyable example: the CSS import, the component import and its use. */
  usage?: string;
  /** One short paragraph under the usage snippet (markdown). */
  usageNote?: string;
}

/**
 * The autodocs page of every component: the component's JSDoc, how to use it (with the one
 * CSS import the package needs), the playground with controls, the props table from the JSDoc,
 * then every state as its own story.
 */
export function ComponentDocsPage() {
  const resolved = useOf('meta', ['meta']);
  const docs = (resolved.preparedMeta.parameters.docs ?? {}) as ComponentDocsParameters;

  return (
    <>
      <Title />
      <Subtitle />
      <Description of="meta" />
      {docs.usage && (
        <>
          <Heading>Usage</Heading>
          {docs.usageNote && <Markdown>{docs.usageNote}</Markdown>}
          <Source code={docs.usage} language="tsx" dark />
        </>
      )}
      <Heading>Playground</Heading>
      <Primary />
      <Heading>Props</Heading>
      <Controls />
      <Stories title="States" includePrimary={false} />
      <Heading>See also</Heading>
      <Markdown>{seeAlso(resolved.preparedMeta.id)}</Markdown>
    </>
  );
}
