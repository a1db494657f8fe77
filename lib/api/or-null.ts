import 'server-only';
import { ApiError } from './server';

/** Null when the API does not know what was asked for (404) or refuses the query (422): the page is then a 404. */
export async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return null;
    throw error;
  }
}
