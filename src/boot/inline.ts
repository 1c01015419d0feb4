/**
 * The boot script (src/boot/boot.js) as it goes inline into every page's <head>, and its hash
 * for the Content-Security-Policy (script-src 'sha256-…'): the one inline script the site allows.
 * Comments and indentation go; line breaks stay, so the code means what the file says.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

export function bootScript(file = new URL('./boot.js', import.meta.url)): string {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

/** The CSP source that allows exactly this inline script's (or <style>'s) text. */
export function cspHash(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

/** Vite plugin: index.html's <!--app-boot--> becomes the inline boot script (dev server and build). */
export function bootInline(): { name: string; transformIndexHtml: { order: 'post'; handler: (html: string) => string } } {
  return {
    name: 'archivist-boot-inline',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        if (!html.includes('<!--app-boot-->')) throw new Error('index.html lacks <!--app-boot--> (where the boot script goes)');
        return html.replace('<!--app-boot-->', () => `<script>${bootScript()}</script>`);
      },
    },
  };
}
