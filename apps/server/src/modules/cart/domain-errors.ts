import { DomainError } from '@carsi/domain';
import { fromDomainError } from '../../http/errors';

/** Runs a domain rule; its DomainError becomes the API's error, naming `field` on a 400. */
export function withDomainErrors<T>(run: () => T, field?: string): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof DomainError) throw fromDomainError(error, field);
    throw error;
  }
}
