import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the formatting a page needs', () => {
    const html =
      '<h2>Shipping</h2><p>We ship <strong>fast</strong> &amp; <em>safe</em>.</p><ul><li>FedEx</li><li>UPS</li></ul>' +
      '<table><thead><tr><th scope="col">Zone</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops script, style, iframe and similar elements with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeHtml('<SCRIPT src="//evil.example/x.js"></SCRIPT>ok')).toBe('ok');
    expect(
      sanitizeHtml('<style>body{display:none}</style><iframe src="https://evil.example"></iframe>x'),
    ).toBe('x');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg><object data="x"></object>y')).toBe('y');
    expect(sanitizeHtml('<script>never closed <p>hidden</p>')).toBe('');
  });

  it('removes every event handler and style attribute', () => {
    // (void elements come out as `<img ... />` from the sanitize-html package: the same element in HTML)
    expect(sanitizeHtml('<img src="/a.png" onerror="alert(1)" alt="A">')).toBe(
      '<img src="/a.png" alt="A" />',
    );
    expect(sanitizeHtml('<p onclick="x()" ONMOUSEOVER=\'y()\' style="color:red" title="t">p</p>')).toBe(
      '<p title="t">p</p>',
    );
    expect(sanitizeHtml('<a href="/x" onfocus=alert(1) autofocus>x</a>')).toBe('<a href="/x">x</a>');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java&#x09;script:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript&colon;alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  ])('drops the URL %j', (url) => {
    const out = sanitizeHtml(`<a href="${url}">x</a><img src="${url}">`);
    expect(out).toBe('<a>x</a><img />');
  });

  it('keeps http(s), mailto, tel, relative and fragment links; a new window gets noopener', () => {
    expect(sanitizeHtml('<a href="https://northwind.example/about" target="_blank">About</a>')).toBe(
      '<a href="https://northwind.example/about" target="_blank" rel="noopener noreferrer">About</a>',
    );
    expect(sanitizeHtml('<a href="mailto:sales@northwind.test">m</a><a href="tel:+15035550142">t</a>')).toBe(
      '<a href="mailto:sales@northwind.test">m</a><a href="tel:+15035550142">t</a>',
    );
    expect(sanitizeHtml('<a href="/pages/faq?x=1&amp;y=2#top">f</a>')).toBe(
      '<a href="/pages/faq?x=1&amp;y=2#top">f</a>',
    );
  });

  it('escapes text and attribute values, and cannot be broken out of', () => {
    expect(sanitizeHtml('a < b && c > d')).toBe('a &lt; b &amp;&amp; c &gt; d');
    expect(sanitizeHtml('<p title="&quot;><script>alert(1)</script>">x</p>')).toBe(
      '<p title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">x</p>',
    );
    expect(sanitizeHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(sanitizeHtml('<!-- <script>alert(1)</script> -->ok')).toBe('ok');
    expect(sanitizeHtml('<![CDATA[<script>alert(1)</script>]]>')).not.toContain('<script');
  });

  it('unwraps unknown tags, drops stray end tags and closes what is left open', () => {
    expect(sanitizeHtml('<font color="red">red</font> <blink>on</blink>')).toBe('red on');
    expect(sanitizeHtml('</div><p><b>bold')).toBe('<p><b>bold</b></p>');
    expect(sanitizeHtml('<p><b>x</p>y')).toBe('<p><b>x</b></p>y');
  });
});
