import { describe, expect, it } from 'vitest';
import { textPieces } from '../../src/components/chat/ChatText';

describe('a chat message’s web addresses', () => {
  it('makes each http(s) address a piece of its own, leaving the sentence’s punctuation outside it', () => {
    expect(textPieces('Shop này: https://item.taobao.com/item.htm?id=652874751413&spm=a1z10. Còn hàng không?')).toEqual([
      { text: 'Shop này: ' },
      {
        text: 'https://item.taobao.com/item.htm?id=652874751413&spm=a1z10',
        href: 'https://item.taobao.com/item.htm?id=652874751413&spm=a1z10',
      },
      { text: '. Còn hàng không?' },
    ]);
    expect(textPieces('(http://a.1688.com/x)，và https://b.tmall.com')).toEqual([
      { text: '(' },
      { text: 'http://a.1688.com/x', href: 'http://a.1688.com/x' },
      { text: ')，và ' },
      { text: 'https://b.tmall.com', href: 'https://b.tmall.com' },
    ]);
  });

  it('links nothing but web addresses', () => {
    for (const text of ['javascript:alert(1)', 'ftp://x.vn/a', 'www.taobao.com', 'data:text/html,<b>x</b>', 'Chào anh']) {
      expect(textPieces(text)).toEqual([{ text }]);
    }
  });
});
