/**
 * The 5×7 pixel font the gateway's first captchas were drawn in, by hand here so that they needed
 * no font files and no canvas. The drawing now uses stroke glyphs (captcha-glyphs.ts); the reader
 * test (captcha-image.reader.test.ts) keeps this font for its flat captchas and font templates.
 * Each glyph is seven rows of five cells, '#' = ink.
 */
export const GLYPH_WIDTH = 5;
export const GLYPH_HEIGHT = 7;

export const DIGIT_GLYPHS: Readonly<Record<string, readonly string[]>> = {
  '0': [' ### ', '#   #', '#  ##', '# # #', '##  #', '#   #', ' ### '],
  '1': ['  #  ', ' ##  ', '# #  ', '  #  ', '  #  ', '  #  ', '#####'],
  '2': [' ### ', '#   #', '    #', '   # ', '  #  ', ' #   ', '#####'],
  '3': ['#### ', '    #', '    #', ' ### ', '    #', '    #', '#### '],
  '4': ['   # ', '  ## ', ' # # ', '#  # ', '#####', '   # ', '   # '],
  '5': ['#####', '#    ', '#### ', '    #', '    #', '#   #', ' ### '],
  '6': [' ### ', '#    ', '#    ', '#### ', '#   #', '#   #', ' ### '],
  '7': ['#####', '    #', '   # ', '  #  ', ' #   ', ' #   ', ' #   '],
  '8': [' ### ', '#   #', '#   #', ' ### ', '#   #', '#   #', ' ### '],
  '9': [' ### ', '#   #', '#   #', ' ####', '    #', '    #', ' ### '],
};
