import { type TaxonomyDefinition, taxonomyDefinitions, taxonomyKinds } from '@carsi/contract';
import { findPageRoute } from '@carsi/contract/pages';

/** The taxonomy definition a back-office URL shows (/admin-panel/markalar → brands). */
export function definitionForPath(pathname: string): TaxonomyDefinition | null {
  const path = pathname.replace(/\/+$/, '');
  for (const kind of taxonomyKinds) {
    const definition = taxonomyDefinitions[kind];
    if (findPageRoute(definition.pageId).path === path) return definition;
  }
  return null;
}

/** Page path of a taxonomy definition. */
export const taxonomyPath = (definition: TaxonomyDefinition) =>
  findPageRoute(definition.pageId).path;
