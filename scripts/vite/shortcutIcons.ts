import { generateTransparentAsset } from '@vite-pwa/assets-generator/api';
import type { Plugin } from 'vite';

const RED = '#c8102e';

/** Glyphs of src/components/icons/icons.tsx (24×24 strokes), for the manifest's shortcuts. */
export const shortcutGlyphs = {
  orders: '<rect x="5" y="3" width="14" height="18" rx="2"/><path d="M9 8h6M9 12h6M9 16h4"/>',
  recharge:
    '<path d="M4 7h15a1.5 1.5 0 0 1 1.5 1.5v10A1.5 1.5 0 0 1 19 20H5.5A1.5 1.5 0 0 1 4 18.5V7Zm0 0 11-3v3"/><path d="M12 10.5v6M9.5 14l2.5 2.5 2.5-2.5"/>',
  cart: '<path d="M3 4h2l2.2 10.5a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2"/><circle cx="9.5" cy="19.5" r="1.3"/><circle cx="17" cy="19.5" r="1.3"/>',
} as const;
export type ShortcutName = keyof typeof shortcutGlyphs;

export const shortcutIconPath = (name: ShortcutName) => `shortcuts/${name}-96x96.png`;

/** A white glyph on a brand-red rounded tile, like the app icon. */
function shortcutSvg(glyph: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 32 32">
<rect width="32" height="32" rx="8" fill="${RED}"/>
<g transform="translate(4 4)" fill="none" stroke="#fff" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${glyph}</g>
</svg>`;
}

/**
 * Draws the shortcut icons (96×96 PNG, what Android wants) at build time with the same generator
 * as the app icons, so no generated image is committed. The app icons themselves come from @vite-pwa/assets-generator (vite-plugin-pwa's
 * pwaAssets option) from public/brand/icon.svg.
 */
export function shortcutIcons(): Plugin {
  return {
    name: 'muaho:shortcut-icons',
    apply: 'build',
    async generateBundle() {
      for (const [name, glyph] of Object.entries(shortcutGlyphs) as Array<[ShortcutName, string]>) {
        const image = await generateTransparentAsset('png', Buffer.from(shortcutSvg(glyph)), 96, {
          padding: 0,
          outputOptions: { compressionLevel: 9 },
        });
        const png = await image.toBuffer();
        this.emitFile({ type: 'asset', fileName: shortcutIconPath(name), source: png });
      }
    },
  };
}
