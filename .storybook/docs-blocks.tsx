import {
  createElement,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { DocsContext, Markdown, Story, useOf } from '@storybook/addon-docs/blocks';
import { darkTokens, lightTokens, vars } from '../packages/interactions/src/theme/index.js';

/*
 * The blocks a component's docs page is built from besides Storybook's own (ComponentDocsPage.tsx):
 * a keys table, the anatomy of parts read from the rendered component, a table of states, the
 * token reference with light and dark swatches, and a compact grid of every state.
 */

/** One row of a component's keyboard table. */
export interface KeyboardRow {
  /** The key or keys, e.g. "Tab" or "Arrow Left / Arrow Right". */
  keys: string;
  /** What they do, where focus is. */
  action: string;
}

/** One state attribute of a component: where it sits and the values it takes. */
export interface StateRow {
  /** The attribute, e.g. `data-state`. */
  attribute: string;
  /** The part it sits on (`root` for the component's own element). */
  part: string;
  /** Its values, e.g. "idle | running | complete". */
  values: string;
  /** When each value applies. */
  meaning: string;
}

/** A table's header row: one column heading per name. */
function ColumnHeads({ names }: { names: ReactNode[] }) {
  return (
    <thead>
      <tr>
        {names.map((name, index) => (
          <th key={index} scope="col">
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The keys a component answers to, as a table. */
export function KeyboardTable({ rows }: { rows: KeyboardRow[] }) {
  return (
    <table className="pf-docs-table">
      <ColumnHeads names={['Key', 'What it does']} />
      <tbody>
        {rows.map((row) => (
          <tr key={row.keys}>
            <td>
              {row.keys.split(' / ').map((key, index) => (
                <span key={key}>
                  {index > 0 && ' / '}
                  <kbd>{key}</kbd>
                </span>
              ))}
            </td>
            <td>{row.action}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The state attributes every component has, after its own. */
const SHARED_STATE_ROWS: StateRow[] = [
  {
    attribute: 'data-disabled',
    part: 'root and every control',
    values: 'present when disabled',
    meaning: 'With `disabled`: every control is disabled and nothing is submitted.',
  },
  {
    attribute: 'data-focus-visible',
    part: 'the focused control',
    values: 'present',
    meaning: 'The part has keyboard focus (not set for a mouse click).',
  },
];

/** The state attributes of a component (its own, then the ones every component has), as a table. */
export function StatesTable({ rows: own }: { rows: StateRow[] }) {
  const rows = [...own, ...SHARED_STATE_ROWS];
  return (
    <table className="pf-docs-table">
      <ColumnHeads names={['Attribute', 'On', 'Values', 'When']} />
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.part}-${row.attribute}`}>
            <td>
              <code>{row.attribute}</code>
            </td>
            <td>
              <code>{row.part}</code>
            </td>
            <td>
              <code>{row.values}</code>
            </td>
            <td>{row.meaning}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the rendered component shows of one `data-part`. */
interface PartFound {
  part: string;
  elements: string[];
  count: number;
  attributes: string[];
}

/** Every `data-part` under `root` in document order, with its elements and `data-*` attributes. */
function partsUnder(root: Element): PartFound[] {
  const found = new Map<string, PartFound>();
  for (const element of root.querySelectorAll('[data-part]')) {
    const part = element.getAttribute('data-part') ?? '';
    const entry = found.get(part) ?? { part, elements: [], count: 0, attributes: [] };
    entry.count += 1;
    const role = element.getAttribute('role');
    const type = element.getAttribute('type');
    const tag = `<${element.localName}${type ? ` type="${type}"` : ''}${role ? ` role="${role}"` : ''}>`;
    if (!entry.elements.includes(tag)) entry.elements.push(tag);
    for (const { name } of element.attributes) {
      if (name.startsWith('data-') && name !== 'data-part' && !entry.attributes.includes(name))
        entry.attributes.push(name);
    }
    found.set(part, entry);
  }
  return [...found.values()];
}

/**
 * The anatomy of the component, read from the component itself: it renders once, out of sight,
 * with the docs page's args, and every `data-part` it draws is listed with its element, how
 * often it appears and the state attributes it carries, beside the description the stories file
 * gives. A part it starts drawing says "(not described yet)"; described parts that only appear in
 * another state (a success screen, an error) follow, marked so.
 */
export function Anatomy({ descriptions }: { descriptions: Record<string, string> }) {
  const resolved = useOf('meta', ['meta']);
  const component = resolved.preparedMeta.component as ComponentType<object> | undefined;
  const args = (resolved.preparedMeta as unknown as { initialArgs?: object }).initialArgs ?? {};
  const host = useRef<HTMLDivElement>(null);
  const [found, setFound] = useState<{ root: PartFound | null; parts: PartFound[] }>({
    root: null,
    parts: [],
  });

  useLayoutEffect(() => {
    const root = host.current?.firstElementChild;
    if (!root) return;
    setFound({
      root: {
        part: 'root',
        elements: [`<${root.localName}>`],
        count: 1,
        attributes: [...root.attributes]
          .map(({ name }) => name)
          .filter((name) => name.startsWith('data-')),
      },
      parts: partsUnder(root),
    });
  }, []);

  if (!component) return null;
  const { root, parts } = found;
  return (
    <>
      <div ref={host} hidden>
        {createElement(component, args)}
      </div>
      <table className="pf-docs-table">
        <ColumnHeads
          names={[<code key="part">data-part</code>, 'Element', 'What it is', 'State attributes']}
        />
        <tbody>
          {root && (
            <tr>
              <td>
                <code>root</code> (takes <code>className</code>)
              </td>
              <td>
                <code>{root.elements[0]}</code>
              </td>
              <td>{descriptions.root ?? 'The component’s own element.'}</td>
              <td>
                {root.attributes.map((name) => (
                  <code key={name}>{name} </code>
                ))}
              </td>
            </tr>
          )}
          {parts.map((part) => (
            <tr key={part.part}>
              <td>
                <code>{part.part}</code>
                {part.count > 1 && ` ×${part.count}`}
              </td>
              <td>
                {part.elements.map((element) => (
                  <code key={element}>{element} </code>
                ))}
              </td>
              <td>{descriptions[part.part] ?? '(not described yet)'}</td>
              <td>
                {part.attributes.map((name) => (
                  <code key={name}>{name} </code>
                ))}
              </td>
            </tr>
          ))}
          {parts.length > 0 &&
            Object.entries(descriptions)
              .filter(([name]) => name !== 'root' && !parts.some((part) => part.part === name))
              .map(([name, description]) => (
                <tr key={name}>
                  <td>
                    <code>{name}</code>
                  </td>
                  <td>(in another state)</td>
                  <td>{description}</td>
                  <td />
                </tr>
              ))}
        </tbody>
      </table>
    </>
  );
}

type TokenGroup = keyof typeof vars;

/** `var(--pf-color-bg)` → `--pf-color-bg`. */
const propertyName = (reference: string) => reference.replace(/^var\((--[^,)]+).*$/, '$1');

function TokenValue({
  group,
  value,
  theme,
}: {
  group: TokenGroup;
  value: string;
  theme: typeof lightTokens;
}) {
  const swatch =
    group === 'color' ? { background: value } : group === 'shadow' ? { boxShadow: value } : null;
  return (
    <td
      className="pf-token-value"
      style={{ background: theme.color.surface, color: theme.color.text }}
    >
      {swatch && <span className="pf-swatch" style={swatch} aria-hidden="true" />}
      <code>{value}</code>
    </td>
  );
}

/**
 * Every token of the theme contract (`vars`): its CSS custom property and its value in the light
 * and the dark theme, colours and shadows as swatches drawn on each theme's own surface (so a
 * swatch reads as it will in that theme, whatever the docs page's theme).
 */
export function TokenTable({ groups }: { groups?: TokenGroup[] }) {
  const shown = groups ?? (Object.keys(vars) as TokenGroup[]);
  return (
    <table className="pf-docs-table pf-token-table">
      <ColumnHeads names={['Token', 'Light', 'Dark']} />
      {shown.map((group) => (
        <tbody key={group}>
          <tr>
            <th scope="rowgroup" colSpan={3} className="pf-token-group">
              {group}
            </th>
          </tr>
          {Object.entries(vars[group] as Record<string, string>).map(([key, reference]) => {
            const light = (lightTokens[group] as Record<string, string>)[key] ?? '';
            const dark = (darkTokens[group] as Record<string, string>)[key] ?? '';
            return (
              <tr key={key}>
                <th scope="row">
                  <code>{propertyName(reference)}</code>
                  <br />
                  <span className="pf-token-path">
                    vars.{group}
                    {/^\d/.test(key) ? `['${key}']` : `.${key}`}
                  </span>
                </th>
                <TokenValue group={group} value={light} theme={lightTokens} />
                <TokenValue group={group} value={dark} theme={darkTokens} />
              </tr>
            );
          })}
        </tbody>
      ))}
    </table>
  );
}

/**
 * Every state story of the component (all but the first, shown live at the top), small, in a
 * grid: its name links to the story on its own canvas, its JSDoc says what it shows, and it
 * plays as on its own. A page of twelve full-size calculators becomes a few screens.
 */
export function StateGrid() {
  const { componentStories } = useContext(DocsContext);
  const stories = componentStories()
    .filter((story) => story.tags?.includes('autodocs') && !story.usesMount)
    .slice(1);
  return (
    <div className="pf-state-grid">
      {stories.map((story) => {
        const description = (
          story.parameters?.docs as { description?: { story?: string } } | undefined
        )?.description?.story;
        return (
          <section key={story.id} className="pf-state" aria-labelledby={`state-${story.id}`}>
            <h3 id={`state-${story.id}`} className="pf-state-title">
              <a href={`./?path=/story/${story.id}`} target="_top">
                {story.name}
              </a>
            </h3>
            {description && (
              <div className="pf-state-description">
                <Markdown>{description}</Markdown>
              </div>
            )}
            <div className="pf-state-canvas">
              <Story of={story.moduleExport} />
            </div>
          </section>
        );
      })}
    </div>
  );
}
