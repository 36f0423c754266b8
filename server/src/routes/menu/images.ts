import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Kind, Type, TypeRegistry } from '@sinclair/typebox';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  AccountParamsSchema,
  IMAGE_SIZES,
  ImageChangedSchema,
  ImageParamsSchema,
  MENU_LIMITS,
  ShopRecordParamsSchema,
  type ImageKind,
} from '@contract/menu';
import { ApiErrorSchema } from '@contract/auth';
import { HttpError } from '@server/http-errors';
import { DomainError, invalid, notFound } from '@server/domain/errors';
import { toMenuJpeg } from '@server/images/menu-image';
import { findBrandImage, findImage, imageAudienceOf, replaceBrandImage, type StoredImage } from '@server/repositories/menu/images';
import { replaceItemGroupImage } from '@server/repositories/menu/item-groups';
import { replaceItemImage } from '@server/repositories/menu/items';
import { bearer, rawAccountAccess, rawShopAccess, MENU_SHOP, readErrors } from '../common/guards';
import { tags } from './tags';

/**
 * A public photo is cached this long, then asked again (a 304 when unchanged): switching its product or category
 * off must reach the customers' menus within minutes, not whenever a cache lets go.
 */
export const PUBLIC_IMAGE_MAX_AGE_SECONDS = 300;
/** Room for the multipart boundaries and headers around a file of the maximum size. */
const ENVELOPE_BYTES = 64 * 1024;
const MEGABYTES = MENU_LIMITS.imageBytes / (1024 * 1024);

const tooLarge = () => new HttpError(413, 'payload_too_large', `A imagem deve ter no máximo ${MEGABYTES} MB.`);

// The upload reaches the handler as a Buffer; OpenAPI describes it as a binary string.
TypeRegistry.Set('UploadedFile', (_schema, value) => Buffer.isBuffer(value) && value.length > 0);
const UploadedFileSchema = Type.Unsafe<Buffer>({ [Kind]: 'UploadedFile', type: 'string', format: 'binary' });
/** Spec 5: a form with a 'file' entry that must be a file. */
const UploadBodySchema = Type.Object({ file: UploadedFileSchema });
const JpegSchema = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });
// Documented as what it is: the JPEG's bytes, not JSON.
const JpegResponse = { description: 'The JPEG', content: { 'image/jpeg': { schema: JpegSchema } } };

const uploadErrors = { ...readErrors, 413: ApiErrorSchema };

/** Refuses an announced oversize body before a byte of it is read. */
async function rejectOversize(request: FastifyRequest): Promise<void> {
  const length = Number(request.headers['content-length']);
  if (Number.isFinite(length) && length > MENU_LIMITS.imageBytes + ENVELOPE_BYTES) throw tooLarge();
}

const malformedForm = () => invalid('O formulário enviado está incompleto ou malformado.');

/** Uploads whose form is being read: between preParsing and the handler. */
const readingForm = new WeakSet<FastifyRequest>();

/** Reads the file part into memory, stopping at the size limit; other parts are left as text fields. */
async function bufferUpload(part: MultipartFile): Promise<void> {
  try {
    part.value = await Promise.race([
      part.toBuffer(),
      // The parser stops keeping bytes at the limit but reads the rest of the file until its end; refusing here
      // answers at once instead of after a body of any size has gone by.
      new Promise<never>((_resolve, reject) => part.file.once('limit', () => reject(tooLarge()))),
    ]);
  } catch (err) {
    if (err instanceof HttpError || err instanceof DomainError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // The form ended inside the file or broke its own format: the client's upload is at fault, not the server.
    throw malformedForm();
  }
}

function sendJpeg(request: FastifyRequest, reply: FastifyReply, image: StoredImage, cacheControl: string) {
  const etag = `"image-${image.id}"`;
  reply.header('cache-control', cacheControl).header('x-content-type-options', 'nosniff').header('etag', etag);
  // An image never changes under its id: a cache asking again only needs to hear it may still show it.
  if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
  return reply.type(image.contentType).send(image.data);
}

const uploadSchema = (summary: string, kind: ImageKind) => {
  const { width, height } = IMAGE_SIZES[kind];
  return {
    tags,
    summary,
    description: `Multipart form with one JPEG or PNG 'file' of at most ${MEGABYTES} MB; stored as a ${width}x${height} JPEG.`,
    security: bearer,
    consumes: ['multipart/form-data'],
    body: UploadBodySchema,
    response: { 200: ImageChangedSchema, ...uploadErrors },
  };
};

/** Photo and cover uploads, and the public image files. */
export const imageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    onFile: bufferUpload,
    limits: { fileSize: MENU_LIMITS.imageBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });

  // The form parser reports a body that breaks the multipart format (a header line of garbage, a form that ends
  // early) as a plain error; while the form is being read, that is the client's fault.
  app.setErrorHandler((err: FastifyError | DomainError, request) => {
    if (readingForm.has(request) && !(err instanceof DomainError) && err.statusCode === undefined) throw malformedForm();
    throw err;
  });
  const formHooks = {
    preParsing: async (request: FastifyRequest) => {
      readingForm.add(request);
    },
    preHandler: async (request: FastifyRequest) => {
      readingForm.delete(request);
    },
  };
  const photoUpload = { onRequest: [app.authenticateAccount, rawShopAccess, rejectOversize], ...formHooks };

  app.put(
    `${MENU_SHOP}/item-groups/:id/image`,
    { ...photoUpload, schema: { ...uploadSchema("Replaces a category's photo", 'photo'), params: ShopRecordParamsSchema } },
    async (request) => {
      const jpeg = await toMenuJpeg(request.body.file, 'photo');
      return replaceItemGroupImage(app.db, request.params.shopId, request.params.id, jpeg);
    },
  );

  app.put(
    `${MENU_SHOP}/items/:id/image`,
    { ...photoUpload, schema: { ...uploadSchema("Replaces a product's photo", 'photo'), params: ShopRecordParamsSchema } },
    async (request) => {
      const jpeg = await toMenuJpeg(request.body.file, 'photo');
      return replaceItemImage(app.db, request.params.shopId, request.params.id, jpeg);
    },
  );

  app.put(
    '/menu/accounts/:accountId/images/brand',
    {
      onRequest: [app.authenticateAccount, rawAccountAccess, rejectOversize],
      ...formHooks,
      schema: { ...uploadSchema("Replaces the account's cover", 'cover'), params: AccountParamsSchema },
    },
    async (request) => replaceBrandImage(app.db, request.params.accountId, await toMenuJpeg(request.body.file, 'cover')),
  );

  app.get(
    '/menu/images/:imageId.jpg',
    {
      schema: {
        tags,
        summary:
          "A menu image: public (cached for five minutes, then revalidated with its ETag) when the public menu shows it; otherwise only with a token of the shop's account",
        params: ImageParamsSchema,
        response: { 200: JpegResponse, 304: Type.Null(), 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const missing = () => notFound('Imagem não encontrada.');
      const audience = await imageAudienceOf(app.db, request.params.imageId);
      if (!audience) throw missing();
      // A photo the public menu does not show (a switched-off product or category) is its shop's staff's only,
      // and anyone else gets the answer of a missing one, so ids cannot be walked to find them.
      if (!audience.public) {
        await app.authenticateAccount(request).catch(() => {
          throw missing();
        });
        if (request.account?.providerId !== audience.providerId) throw missing();
      }
      const image = await findImage(app.db, request.params.imageId);
      if (!image) throw missing();
      return sendJpeg(request, reply, image, audience.public ? `public, max-age=${PUBLIC_IMAGE_MAX_AGE_SECONDS}` : 'private, no-cache');
    },
  );

  app.get(
    '/menu/accounts/:accountId/images/brand.jpg',
    {
      schema: {
        tags,
        summary: "The account's cover (public); the app adds ?t=<time> so a new cover is fetched",
        params: AccountParamsSchema,
        querystring: Type.Object({ t: Type.Optional(Type.String({ maxLength: 40 })) }),
        response: { 200: JpegResponse, 304: Type.Null(), 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const image = await findBrandImage(app.db, request.params.accountId);
      if (!image) throw notFound('Capa não encontrada.');
      return sendJpeg(request, reply, image, 'no-cache');
    },
  );
};
