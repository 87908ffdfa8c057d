import { createThemeContract } from '@vanilla-extract/css';
import { hallTokens } from '../tokens/index.ts';

// The contract's shape comes from the real token set, so a theme missing a key fails to compile.
export const vars = createThemeContract(hallTokens);
