import { describe, expect, it } from 'vitest';
import { brandingContrastProblems, contrastRatio, sanitizeThemeCss } from './branding';

const OWN = ['cobalt.localhost', 'shop.cobalt.example'];

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#fff', '#000', 21],
    ['#767676', '#ffffff', 4.54],
  ])('%s on %s is %s:1', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 1);
  });
});

describe('brandingContrastProblems', () => {
  it('passes dark brand colours', () => {
    expect(brandingContrastProblems({ themeColor: '#5f3dc4', iconColor: '#1864ab' })).toEqual([]);
  });

  it('says which colour fails, by how much, and what AA needs', () => {
    const problems = brandingContrastProblems({ themeColor: '#ffd43b', iconColor: '#fff3bf' });
    expect(problems.map((p) => p.field)).toEqual(['themeColor', 'iconColor']);
    expect(problems[0]?.message).toBe(
      'The theme colour #ffd43b has a contrast of 1.4:1 with white button text and the white header; WCAG AA needs 4.5:1. Choose a darker colour.',
    );
    expect(problems[1]?.message).toContain('WCAG AA needs 3:1 for icons');
  });

  it('checks only the colours given (an unchanged colour is not judged again)', () => {
    expect(brandingContrastProblems({ iconColor: '#1864ab' })).toEqual([]);
    expect(brandingContrastProblems({})).toEqual([]);
  });

  it('a ratio just under the line fails (never rounded up to pass)', () => {
    // #777777 on white is 4.48:1.
    expect(brandingContrastProblems({ themeColor: '#777777' })).toHaveLength(1);
    expect(brandingContrastProblems({ themeColor: '#767676' })).toHaveLength(0);
  });
});

describe('sanitizeThemeCss', () => {
  const clean = (css: string) => sanitizeThemeCss(css, OWN);

  it('keeps ordinary rules and variables as written', () => {
    const css = ':root { --pb-header-bg: #1f1147; }\n.site-header--solid { color: #fff; }';
    expect(clean(css)).toEqual({ css, removed: [] });
  });

  it.each([
    ['@import url(https://evil.example/x.css);\n.a{color:red}', '.a{color:red}'],
    ['@import "https://evil.example/x.css";.a{color:red}', '.a{color:red}'],
    ['@im/**/port "x.css";.a{color:red}', '.a{color:red}'],
    ['@im\\70 ort "x.css";.a{color:red}', '.a{color:red}'],
    ['@IMPORT "x.css"', ''],
  ])('drops @import: %s', (css, expected) => {
    const result = clean(css);
    expect(result.css).toBe(expected);
    expect(result.removed).toContain('@import rules');
  });

  it.each([
    '.a{background:url(https://evil.example/pixel.gif)}',
    '.a{background:url("//evil.example/pixel.gif")}',
    ".a{background:url('http://cobalt.localhost.evil.example/x.png')}",
    '.a{background:\\75rl(https://evil.example/x.png)}',
    '.a{background:url(data:image/svg+xml;base64,PHN2Zz4=)}',
  ])('replaces url() to another host with none: %s', (css) => {
    const result = clean(css);
    expect(result.css).toContain('background:none');
    expect(result.css).not.toMatch(/evil|svg/);
    expect(result.removed).toEqual(['url() to other hosts']);
  });

  it.each([
    '.a{background:url(/uploads/hero.png)}',
    '.a{background:url("https://shop.cobalt.example/bg.png")}',
    '.a{background:url(http://cobalt.localhost:3000/uploads/x.png)}',
    '.a{background:url(data:image/png;base64,iVBORw0KGgo=)}',
    '.a{background:url(images/x.png)}',
  ])('keeps url() on the own host: %s', (css) => {
    expect(clean(css)).toEqual({ css, removed: [] });
  });

  it.each([
    '.a{width:expression(alert(1));color:red}',
    '.a{width:EXPRESSION (alert(1));color:red}',
    '.a{behavior:url(x.htc);color:red}',
    '.a{-moz-binding:url(x.xml#y);color:red}',
    '.a{background:url(javascript:alert(1));color:red}',
  ])('drops declarations with script: %s', (css) => {
    const result = clean(css);
    expect(result.css).toBe('.a{color:red}');
    expect(result.removed).toContain('expression(), behavior and script URLs');
  });

  it('drops NUL and other control characters', () => {
    expect(clean('.a{color:\u0000red}')).toEqual({ css: '.a{color:red}', removed: ['control characters'] });
  });
});
