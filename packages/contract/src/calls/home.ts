import * as z from 'zod/mini'
import { authenticatedShape, envelopeShape, requiredText } from '../common'

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

/** The most favourites a player keeps (docs/product.md#favourites); one more is refused with `favouritesFull`. */
export const maxFavourites = 200

/** fav_add and fav_remove: the game, named as every game list names it. */
export const favChangeRequestSchema = z.object({
  ...authenticatedShape,
  game_code: requiredText(80),
  provider_code: requiredText(40),
})
export type FavChangeRequest = z.infer<typeof favChangeRequestSchema>
/** The player's favourites after the change, as fav_list answers them. */
export const favChangeResponseSchema = favListResponseSchema
export type FavChangeResponse = z.infer<typeof favChangeResponseSchema>
