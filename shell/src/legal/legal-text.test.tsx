import { render, screen } from '@testing-library/react';
import { LegalText } from './legal-text';

describe('LegalText', () => {
  it('shows headings and paragraphs, keeping single line breaks', () => {
    const { container } = render(<LegalText body={'Giriş paragrafı.\n\n## 1. Üyelik\nİlk satır\nİkinci satır\n\n\nSon paragraf.'} />);
    expect(screen.getByRole('heading', { level: 2, name: '1. Üyelik' })).toBeInTheDocument();
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Giriş paragrafı.', 'İlk satırİkinci satır', 'Son paragraf.']);
    expect(container.querySelectorAll('br')).toHaveLength(1);
  });

  it('shows markup a staff member typed as text: no script, no element from the text', () => {
    const body = 'Madde 1.\n\n<script>window.hacked = true</script><img src=x onerror="window.hacked = true">';
    const { container } = render(<LegalText body={body} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('<script>window.hacked = true</script>');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });
});
