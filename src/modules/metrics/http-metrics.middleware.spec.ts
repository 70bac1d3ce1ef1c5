import { routeTemplate } from './http-metrics.middleware';

describe('routeTemplate', () => {
  it('is the matched route template under its mount point, never the raw URL', () => {
    expect(routeTemplate({ baseUrl: '', route: { path: '/api/review/units/:id' } })).toBe('/api/review/units/:id');
    expect(routeTemplate({ baseUrl: '/admin/queues', route: { path: '/api/queues' } })).toBe('/admin/queues/api/queues');
  });

  it('a request no route matched (or only a catch-all middleware saw) is "unmatched"', () => {
    expect(routeTemplate({ baseUrl: '' })).toBe('unmatched');
    expect(routeTemplate({ baseUrl: '', route: { path: '/{*path}' } })).toBe('unmatched');
    expect(routeTemplate({ baseUrl: '', route: { path: /regex/ } })).toBe('unmatched');
  });
});
