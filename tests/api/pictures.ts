import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { bearer } from './helpers';

/** A small real picture, each `n` of its own colour (far apart: JPEG would round near ones to the same file). */
export const colouredPicture = (n: number, width = 16, height = 12) =>
  sharp({ create: { width, height, channels: 3, background: { r: (n * 53) & 0xff, g: (n * 97) & 0xff, b: (n * 29) & 0xff } } });

/** POST `body` to `url` as the holder of `token`, sent as `contentType`: how staff attach a photo or a receipt. */
export const postPicture = (app: FastifyInstance, url: string, token: string, body: Buffer, contentType: string) =>
  app.inject({ method: 'POST', url, headers: { ...bearer(token), 'content-type': contentType }, payload: body });
