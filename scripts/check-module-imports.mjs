// Server modules have one front door each: apps/server/src/modules/<area>/index.ts. Code outside
// an area (app.ts, http/, jobs/, seed/, tasks/, bench/, another area, a test elsewhere) imports
// it only through that file; inside an area, files (and their tests) import each other freely.
// Test code (`*.test.*` and `test-*` helpers) may also use another area's test helpers through
// its second door, modules/<area>/testing.ts, which production code never imports.
// This check reads every import of the workspace's sources — static, `export … from`, dynamic
// `import()`, `import('…')` types, `require()` and `vi.mock()` — resolves the relative ones and
// reports file:line for each that reaches into another area's inner files. Every folder under
// modules/ is an area, so a new one is covered without a change here. `npm run lint` runs it.
// It also refuses a cycle between areas: when production code of area A imports area B, nothing
// of B may lead back to A (directly or through other areas). A shared piece then belongs to the
// area that owns it, or the caller passes it in. Tests and test helpers are leaves: a test may
// set up any areas it needs without making a cycle.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const MODULES_DIR = 'apps/server/src/modules';
const SOURCE_ROOTS = ['apps', 'packages', 'bench', 'e2e', 'scripts'];
const SOURCE_FILE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'build', 'dist', '.react-router', 'coverage']);
// Calls whose first argument names a module the way an import does.
const MODULE_CALLS = new Set([
  'require',
  'vi.mock',
  'vi.doMock',
  'vi.unmock',
  'vi.importActual',
  'vi.importMock',
]);

function* walk(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts')) yield full;
  }
}

function calleeName(expression) {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) {
    const object = calleeName(expression.expression);
    return object ? `${object}.${expression.name.text}` : null;
  }
  return null;
}

/** Every module specifier in one file's text, with its 1-based line and column. */
export function moduleSpecifiers(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const add = (literal) => {
    if (!literal || !ts.isStringLiteralLike(literal)) return;
    const { line, character } = source.getLineAndCharacterOfPosition(literal.getStart(source));
    found.push({ specifier: literal.text, line: line + 1, column: character + 1 });
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      add(node.moduleSpecifier);
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference)
    ) {
      add(node.moduleReference.expression);
    } else if (ts.isImportTypeNode(node)) {
      const argument = node.argument;
      if (ts.isLiteralTypeNode(argument)) add(argument.literal);
    } else if (ts.isCallExpression(node)) {
      const name =
        node.expression.kind === ts.SyntaxKind.ImportKeyword
          ? 'import'
          : calleeName(node.expression);
      if (name === 'import' || MODULE_CALLS.has(name)) add(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Where a path lies among the areas: `{area, rest}` for a path inside modules/<area>/ (`rest`
 * is the path inside the area, '' for the folder itself), or null for anything else.
 */
function placeOf(root, file) {
  const relative = path.relative(path.join(root, MODULES_DIR), file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [area, ...rest] = relative.split(path.sep);
  if (rest.length === 0 && SOURCE_FILE.test(area)) return null; // a file directly in modules/
  return { area, rest: rest.join('/') };
}

const EXTENSION = '(?:\\.(?:[cm]?[jt]s|tsx|jsx))?';
const INDEX = new RegExp(`^index${EXTENSION}$`);
const TESTING = new RegExp(`^testing${EXTENSION}$`);
const TEST_CODE = /(?:\.test\.[cm]?[jt]sx?|(?:^|[\\/])test-[^\\/]*)$/;

/**
 * The front door: the area's folder or its index file, with or without an extension; for test
 * code also the area's test helpers, testing.ts.
 */
function isFrontDoor(rest, importer) {
  return rest === '' || INDEX.test(rest) || (TESTING.test(rest) && TEST_CODE.test(importer));
}

/** Imports of `files` (absolute paths) that reach into another area's inner files. */
export function findViolations(root, files) {
  const violations = [];
  for (const file of files) {
    const from = placeOf(root, file);
    const text = readFileSync(file, 'utf8');
    for (const { specifier, line, column } of moduleSpecifiers(file, text)) {
      if (!specifier.startsWith('.')) continue;
      const target = placeOf(root, path.resolve(path.dirname(file), specifier));
      if (!target || isFrontDoor(target.rest, file)) continue;
      if (from && from.area === target.area) continue;
      violations.push({
        file: path.relative(root, file),
        line,
        column,
        specifier,
        area: target.area,
      });
    }
  }
  return violations;
}

/**
 * The areas that import each other in a ring, with the imports that close it: each cycle is the
 * sorted list of its areas and, for every area-to-area import inside it, the first place it is
 * made. Only production code counts (tests and test helpers are leaves).
 */
export function findCycles(root, files) {
  const edges = new Map(); // area → (imported area → first `file:line`)
  for (const file of files) {
    const from = placeOf(root, file);
    if (!from || TEST_CODE.test(file) || TESTING.test(from.rest)) continue;
    const text = readFileSync(file, 'utf8');
    for (const { specifier, line } of moduleSpecifiers(file, text)) {
      if (!specifier.startsWith('.')) continue;
      const target = placeOf(root, path.resolve(path.dirname(file), specifier));
      if (!target || target.area === from.area) continue;
      if (!edges.has(from.area)) edges.set(from.area, new Map());
      const out = edges.get(from.area);
      if (!out.has(target.area)) out.set(target.area, `${path.relative(root, file)}:${line}`);
    }
  }
  return stronglyConnected(edges)
    .filter((areas) => areas.length > 1)
    .map((areas) => {
      const inside = new Set(areas);
      const imports = areas.flatMap((area) =>
        [...(edges.get(area) ?? new Map())]
          .filter(([to]) => inside.has(to))
          .map(([to, at]) => ({ from: area, to, at })),
      );
      return { areas: areas.sort(), imports };
    })
    .sort((a, b) => a.areas.join().localeCompare(b.areas.join()));
}

/** Tarjan's strongly connected components of a graph given as node → (node → any). */
function stronglyConnected(edges) {
  const nodes = new Set(edges.keys());
  for (const out of edges.values()) for (const to of out.keys()) nodes.add(to);
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    onStack.add(node);
    for (const to of edges.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node), index.get(to)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    components.push(component);
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return components;
}

/** Every source file of the workspace that could import a server module. */
export function sourceFiles(root) {
  return SOURCE_ROOTS.flatMap((dir) => [...walk(path.join(root, dir))]);
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const files = sourceFiles(root);
  const violations = findViolations(root, files);
  for (const v of violations) {
    process.stderr.write(
      `${v.file}:${v.line}:${v.column}  '${v.specifier}' reaches into modules/${v.area}'s inner files; import it from modules/${v.area}/index.ts (export the symbol there if it is missing; a test helper goes in testing.ts)\n`,
    );
  }
  if (violations.length > 0) {
    process.stderr.write(
      `\n${violations.length} import(s) past a module's front door (apps/server/src/modules/<area>/index.ts).\n`,
    );
  }
  const cycles = findCycles(root, files);
  for (const cycle of cycles) {
    process.stderr.write(`Import cycle between modules ${cycle.areas.join(', ')}:\n`);
    for (const { from, to, at } of cycle.imports) {
      process.stderr.write(`  ${at}  ${from} imports ${to}\n`);
    }
  }
  if (cycles.length > 0) {
    process.stderr.write(
      `\n${cycles.length} cycle(s) between module folders: move the shared piece to the area that owns it, or pass it in (a parameter, a port interface).\n`,
    );
  }
  if (violations.length > 0 || cycles.length > 0) {
    process.exitCode = 1;
  } else {
    process.stdout.write(
      `Module front doors: ${files.length} files checked, no import past modules/<area>/index.ts, no cycle between areas.\n`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
