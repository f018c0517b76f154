/** @jest-environment node */
import { declaredProperties, token } from './tokens';

describe('declaredProperties', () => {
  const css = `@layer global {
    /* --commented: out; */
    :root {
      --color-ink: #1c1433;
      --gradient: linear-gradient(135deg, #000 0%, #fff 100%);
    }
  }
  .card .dark { --mark: red; }
  .dark {
    --mark: var(--color-ink);
    color: blue;
  }`;

  it('reads the custom properties of a rule inside a layer, without comments or other properties', () => {
    expect(declaredProperties(css, ':root')).toEqual({
      'color-ink': '#1c1433',
      gradient: 'linear-gradient(135deg, #000 0%, #fff 100%)',
    });
  });

  it('takes the rule whose selector is the one asked for, not one it ends a longer selector of', () => {
    expect(declaredProperties(css, '.dark')).toEqual({ mark: 'var(--color-ink)' });
    expect(declaredProperties(css, '.light')).toBeUndefined();
  });
});

describe('token', () => {
  it("reads the site's tokens from app/globals.css, and says which one is missing", () => {
    expect(token('--color-ink')).toMatch(/^#[0-9a-f]{6}$/);
    expect(() => token('color-nonexistent')).toThrow('No token --color-nonexistent in app/globals.css');
  });
});
