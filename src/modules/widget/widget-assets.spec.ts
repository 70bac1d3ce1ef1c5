import { Script } from 'node:vm';
import { fillTemplate, loadAsset } from './widget-assets';

describe('widget assets', () => {
  it('widget.js is one valid script with no network dependency and no HTML sink', () => {
    const { body } = loadAsset('widget.js');
    expect(() => new Script(body)).not.toThrow();
    expect(body).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval\(/);
    expect(body).not.toMatch(/https?:\/\/(?!support\.example\.com)/);
  });

  it('fills the demo page escaping every value', () => {
    expect(fillTemplate('<a data-x="{{v}}">{{v}}</a>', { v: '"><script>alert(1)</script>' })).toBe(
      '<a data-x="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</a>',
    );
  });
});
