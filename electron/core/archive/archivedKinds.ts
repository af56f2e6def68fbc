import { z } from 'zod';

/**
 * What the offline archive keeps beside the Data API's final answers, each read again by its schema: a contract's
 * verified source as the source server answered it (or that it had none), by server, chain and address.
 */
export const SOURCE_KIND = 'source:contract';

export const sourcePath = (serverUrl: string, chainId: string, address: string) => `${serverUrl}/${chainId}/${address.toLowerCase()}`;

const ArchivedSource = z.discriminatedUnion('verified', [
  z.object({
    verified: z.literal(true),
    match: z.string(),
    abi: z.array(z.unknown()),
    sources: z.array(z.object({ path: z.string(), content: z.string() })),
    compilation: z
      .object({
        compiler: z.string().optional(),
        compilerVersion: z.string().optional(),
        language: z.string().optional(),
        name: z.string().optional(),
        compilerSettings: z.unknown().optional(),
      })
      .passthrough(),
    serverUrl: z.string(),
  }),
  z.object({ verified: z.literal(false), serverUrl: z.string() }),
]);

export const parseArchivedSource = (answer: unknown) => ArchivedSource.parse(answer);
