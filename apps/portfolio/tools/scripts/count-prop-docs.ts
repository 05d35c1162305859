/**
 * Counts the site's components that take props and how many of them document every prop they declare
 * (a one-line `/** … *\/` on each member) and themselves. Rerun: `pnpm --filter @portfolio/site exec tsx
 * tools/scripts/count-prop-docs.ts` (`--list` names every component that lacks a doc).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('../../', import.meta.url));
const src = join(root, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx$/.test(entry.name) && !/\.(test|stories)\.tsx$/.test(entry.name) ? [path] : [];
  });
}

const hasDoc = (node: ts.Node): boolean => ts.getJSDocCommentsAndTags(node).length > 0;

interface Component {
  name: string;
  file: string;
  documented: boolean;
  undocumentedProps: string[];
}

/** The members a props type declares itself: a type literal, or a local interface or alias of one. */
function ownMembers(type: ts.TypeNode | undefined, file: ts.SourceFile): ts.TypeElement[] {
  if (!type) return [];
  if (ts.isTypeLiteralNode(type)) return [...type.members];
  if (ts.isIntersectionTypeNode(type)) return type.types.flatMap((t) => ownMembers(t, file));
  if (ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName)) {
    const name = type.typeName.text;
    for (const statement of file.statements) {
      if (ts.isInterfaceDeclaration(statement) && statement.name.text === name)
        return [...statement.members];
      if (ts.isTypeAliasDeclaration(statement) && statement.name.text === name)
        return ownMembers(statement.type, file);
    }
  }
  return [];
}

/** The props parameter's type of a function component, or of a class component's `Component<P>`. */
function propsType(node: ts.Node): ts.TypeNode | undefined | null {
  if (ts.isFunctionDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node)) {
    const first = node.parameters[0];
    return first ? first.type : null;
  }
  if (ts.isClassDeclaration(node)) {
    const base = node.heritageClauses?.[0]?.types[0];
    return base?.typeArguments?.[0] ?? null;
  }
  return null;
}

function componentsOf(path: string): Component[] {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Component[] = [];
  const consider = (name: string, node: ts.Node, docHolder: ts.Node) => {
    if (!/^[A-Z]/.test(name)) return;
    const type = propsType(node);
    if (type === null) return;
    const members = ownMembers(type, file);
    if (members.length === 0 && type === undefined) return;
    found.push({
      name,
      file: relative(root, path),
      documented: hasDoc(docHolder),
      undocumentedProps: members.filter((m) => !hasDoc(m)).map((m) => m.name?.getText(file) ?? '?'),
    });
  };
  for (const statement of file.statements) {
    if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name)
      consider(statement.name.text, statement, statement);
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        let init = declaration.initializer;
        // forwardRef(…) / memo(…): the wrapped function is the component.
        while (init && ts.isCallExpression(init)) init = init.arguments[0];
        if (init && ts.isIdentifier(declaration.name))
          consider(declaration.name.text, init, statement);
      }
    }
  }
  return found;
}

const components = sourceFiles(src).flatMap(componentsOf);
const complete = components.filter((c) => c.documented && c.undocumentedProps.length === 0);
const propsComplete = components.filter((c) => c.undocumentedProps.length === 0);
console.log(`components with props: ${components.length}`);
console.log(`every prop documented: ${propsComplete.length}`);
console.log(`every prop and the component documented: ${complete.length}`);
if (process.argv.includes('--list')) {
  for (const c of components.filter((x) => !complete.includes(x)))
    console.log(
      `  ${c.file} ${c.name}${c.documented ? '' : ' (no component doc)'}${
        c.undocumentedProps.length ? `: ${c.undocumentedProps.join(', ')}` : ''
      }`,
    );
}
