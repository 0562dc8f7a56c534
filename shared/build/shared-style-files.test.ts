// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sharedStyleFiles } from './shared-style-files';

describe('the style sheets that hold each shared module’s styles', () => {
  let dist: string;

  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'shared-styles-'));
    mkdirSync(join(dist, 'static', 'css', 'async'), { recursive: true });
  });

  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  const sheet = (name: string, css: string) =>
    writeFileSync(join(dist, 'static', 'css', 'async', name), css);

  it('finds each module’s classes in the sheets the build wrote, naming a sheet written twice once', () => {
    sheet('boot-shared.1.css', '.sh_button_AB12{color:red}');
    const tiles = '.sh_tile_K1N7m{display:grid}.sh_tileGrid_x9{gap:1rem}';
    sheet('n.99.css', tiles);
    sheet('po.99.css', tiles);
    // A longer class that starts with the same name is another class.
    sheet('z.3.css', '.sh_button_AB12x{color:blue}');
    expect(
      sharedStyleFiles(dist, {
        '@club/ui/button': { button: 'sh_button_AB12' },
        '@club/ui/tile-grid': { tile: 'sh_tile_K1N7m', grid: 'sh_tileGrid_x9 sh_extra_q' },
        '@club/ui/spinner': { spinner: 'sh_spinner_none' },
      }),
    ).toEqual({
      '@club/ui/button': ['static/css/async/boot-shared.1.css'],
      '@club/ui/tile-grid': ['static/css/async/n.99.css'],
    });
  });

  it('is empty for a build without style sheets', () => {
    rmSync(join(dist, 'static'), { recursive: true });
    expect(sharedStyleFiles(dist, { '@club/ui/button': { button: 'sh_button_AB12' } })).toEqual({});
  });
});
