/** @jest-environment node */
import { sanitizeRichText } from '@/lib/html/sanitize';

describe('rich text sanitising', () => {
  it('keeps what an article needs', () => {
    const html = '<h2>通知</h2><p>请于<strong>11月30日</strong>前报名，详见<a href="https://hrss.example.gov.cn/a">附件</a>。</p><ul><li>一</li></ul><table><tr><td colspan="2">表</td></tr></table>';
    const clean = sanitizeRichText(html);
    expect(clean).toContain('<h2>通知</h2>');
    expect(clean).toContain('<strong>11月30日</strong>');
    expect(clean).toContain('href="https://hrss.example.gov.cn/a"');
    expect(clean).toContain('<td colspan="2">');
  });

  it('removes scripts, handlers, styles and dangerous URLs', () => {
    const clean = sanitizeRichText(
      '<p onclick="x()" style="color:red">a<script>alert(1)</script><iframe src="https://evil"></iframe>' +
        '<a href="javascript:alert(1)">j</a><img src="data:image/png;base64,AAA" onerror="y()"><svg onload="z()"></svg></p>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|onload|style=|iframe|javascript:|data:|svg/i);
  });

  it('makes links that open a new window safe and images lazy', () => {
    expect(sanitizeRichText('<a href="https://a.cn" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
    expect(sanitizeRichText('<img src="https://a.cn/x.png" alt="图">')).toContain('loading="lazy"');
  });
});
