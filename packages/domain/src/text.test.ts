import { describe, expect, it } from 'vitest';
import { maskEmail, stripMarkup } from './text';

describe('maskEmail', () => {
  it.each([
    ['jane@example.com', 'j***@e***.com'],
    ['j@e.com', 'j***@e***.com'],
    ['John.Smith@Mail.Example.co.uk', 'J***@M***.uk'],
    ['user@localhost', 'u***@l***'],
    ['  bob@site.org ', 'b***@s***.org'],
    ['"a@b"@example.com', '"***@e***.com'],
    ['no-at-sign', '***'],
    ['@example.com', '***'],
    ['jane@', '***'],
    ['', '***'],
  ])('%j → %j', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});

describe('stripMarkup', () => {
  it.each([
    ['<p>Hello <b>world</b></p>', 'Hello world'],
    ['line one<br>line two<br/>three', 'line one line two three'],
    ['<ul><li>a</li><li>b</li></ul>', 'a b'],
    ['bo<b>ld</b>', 'bold'],
    ['Tom &amp; Jerry &lt;3 &quot;x&quot; &#39;y&#39; &apos;z&apos;', "Tom & Jerry <3 \"x\" 'y' 'z'"],
    ['a&nbsp;&nbsp;b', 'a b'],
    ['&#169; 2024 &#x2122;', '© 2024 ™'],
    ['&amp;lt;b&amp;gt;', '&lt;b&gt;'],
    ['&lt;script&gt;alert(1)&lt;/script&gt;', '<script>alert(1)</script>'],
    ['<script>alert(1)</script>Safe', 'Safe'],
    ['<style>p { color: red }</style>Text', 'Text'],
    ['a<!-- hidden -->b', 'a b'],
    ['  many \n\t spaces  ', 'many spaces'],
    ['<a href="x" title="a > b">link</a>', 'link'],
    ["<img alt='1 > 0' src=x>caption", 'caption'],
    ['5 < 6 and 7 > 3', '5 < 6 and 7 > 3'],
    ['&unknown; &#0; &#xD800;', '&unknown; &#0; &#xD800;'],
    ['<div', ''],
    ['', ''],
  ])('%j → %j', (html, text) => {
    expect(stripMarkup(html)).toBe(text);
  });
});
