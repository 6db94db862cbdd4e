import { tokenAlternatives } from './games.search-synonyms';

describe('tokenAlternatives: Turkish and English game words meet', () => {
  it.each([
    ['rulet', ['rulet', 'roulette']],
    ['roulette', ['roulette', 'rulet']],
    ['rul', ['rul', 'roulette']],
    ['roulettes', ['roulettes', 'rulet']],
    ['bakara', ['bakara', 'baccarat']],
    ['zar', ['zar', 'dice']],
  ])('%s -> %p', (token, alternatives) => expect(tokenAlternatives(token)).toEqual(alternatives));

  it('leaves other words, short starts and look-alikes alone', () => {
    expect(tokenAlternatives('bonanza')).toEqual(['bonanza']);
    expect(tokenAlternatives('ru')).toEqual(['ru']);
    expect(tokenAlternatives('zarf')).toEqual(['zarf']);
  });
});
