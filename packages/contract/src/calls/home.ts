import * as z from 'zod/mini'
import { authenticatedShape, envelopeShape } from '../common'

/** A favourite as fav_list answers it: the image is `img_url` here (docs/product.md#favourites: stored as game_image). */
export const favouriteGameSchema = z.object({
  game_code: z.string(),
  game_name: z.string(),
  game_type: z.string(),
  img_url: z.string(),
  provider_code: z.string(),
})
export type FavouriteGame = z.infer<typeof favouriteGameSchema>

export const favListRequestSchema = z.object({ ...authenticatedShape })
export type FavListRequest = z.infer<typeof favListRequestSchema>
export const favListResponseSchema = z.object({ ...envelopeShape, value: z.array(favouriteGameSchema) })
export type FavListResponse = z.infer<typeof favListResponseSchema>
