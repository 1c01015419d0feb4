import { data } from 'react-router';

/** Thrown by loaders for anything that does not exist; the error boundary shows NotFound. */
export function notFound(): never {
  // react-router's way to signal a status: the error boundary receives a 404 response.
  throw data(null, { status: 404, statusText: 'Not Found' });
}
