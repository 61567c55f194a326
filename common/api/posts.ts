import { z } from "zod";
import {
  bulkPostResultSchema,
  bulkPostSchema,
  createPostSchema,
  postListQuerySchema,
  postListSchema,
  postRevisionSchema,
  postRevisionSummarySchema,
  postSchema,
  publishPostSchema,
  updatePostSchema,
} from "../schemas/posts";
import { defineRoute, errorResponses, jsonBody, jsonContent, memberErrors, siteParams } from "./route";

const postParams = siteParams.extend({ postId: z.string() });
const revisionParams = postParams.extend({ revisionId: z.string() });
const post = jsonContent(postSchema, "The post");

/**
 * A site's blog posts (docs/product.md#blog-posts): written in the admin, read by the site's code through
 * `webcraft:content`, each published one built at /blog/{slug}.
 */
export const postApi = {
  list: defineRoute({
    method: "get",
    path: "/api/sites/{siteId}/posts",
    summary: "The site's posts, last changed first, by status, tag and title words, a page at a time (?cursor=)",
    permission: "post:read",
    request: { params: siteParams, query: postListQuerySchema },
    responses: { 200: jsonContent(postListSchema, "Posts"), ...memberErrors },
  }),
  find: defineRoute({
    method: "get",
    path: "/api/posts/{postId}",
    summary: "A post of the caller's active organization by its id alone (the editor's address names no site)",
    permission: "post:read",
    request: { params: z.object({ postId: z.string() }) },
    responses: { 200: post, ...memberErrors },
  }),
  create: defineRoute({
    method: "post",
    path: "/api/sites/{siteId}/posts",
    summary: "Start a draft",
    permission: "post:write",
    request: { params: siteParams, body: jsonBody(createPostSchema) },
    responses: { 201: post, ...memberErrors, ...errorResponses(409, 413) },
  }),
  get: defineRoute({
    method: "get",
    path: "/api/sites/{siteId}/posts/{postId}",
    summary: "One post with its body",
    permission: "post:read",
    request: { params: postParams },
    responses: { 200: post, ...memberErrors },
  }),
  update: defineRoute({
    method: "patch",
    path: "/api/sites/{siteId}/posts/{postId}",
    summary:
      "Save: 409 with the current post in error.details.current when base_version is no longer current; a published post's page is rebuilt",
    permission: "post:write",
    request: { params: postParams, body: jsonBody(updatePostSchema) },
    responses: { 200: post, ...memberErrors, ...errorResponses(409, 413) },
  }),
  publish: defineRoute({
    method: "post",
    path: "/api/sites/{siteId}/posts/{postId}/publish",
    summary: "Publish now, or schedule for `at`",
    permission: "post:write",
    request: { params: postParams, body: jsonBody(publishPostSchema) },
    responses: { 200: post, ...memberErrors, ...errorResponses(409) },
  }),
  unpublish: defineRoute({
    method: "post",
    path: "/api/sites/{siteId}/posts/{postId}/unpublish",
    summary: "Back to draft: off the site, or no longer scheduled",
    permission: "post:write",
    request: { params: postParams },
    responses: { 200: post, ...memberErrors },
  }),
  remove: defineRoute({
    method: "delete",
    path: "/api/sites/{siteId}/posts/{postId}",
    summary: "Delete a post and its revisions (off the site if it was published)",
    permission: "post:write",
    request: { params: postParams },
    responses: { 204: { description: "Deleted" }, ...memberErrors },
  }),
  bulk: defineRoute({
    method: "post",
    path: "/api/sites/{siteId}/posts/bulk",
    summary: "Publish, unpublish or delete many posts at once",
    permission: "post:write",
    request: { params: siteParams, body: jsonBody(bulkPostSchema) },
    responses: { 200: jsonContent(bulkPostResultSchema, "How many changed"), ...memberErrors },
  }),
  revisions: defineRoute({
    method: "get",
    path: "/api/sites/{siteId}/posts/{postId}/revisions",
    summary: "The post's saved states, newest first",
    permission: "post:read",
    request: { params: postParams },
    responses: {
      200: jsonContent(z.object({ revisions: z.array(postRevisionSummarySchema) }), "Revisions"),
      ...memberErrors,
    },
  }),
  revision: defineRoute({
    method: "get",
    path: "/api/sites/{siteId}/posts/{postId}/revisions/{revisionId}",
    summary: "One saved state, whole (for a diff against the current one)",
    permission: "post:read",
    request: { params: revisionParams },
    responses: { 200: jsonContent(postRevisionSchema, "The revision"), ...memberErrors },
  }),
  restore: defineRoute({
    method: "post",
    path: "/api/sites/{siteId}/posts/{postId}/revisions/{revisionId}/restore",
    summary: "Make a saved state current again, as a new revision",
    permission: "post:write",
    request: { params: revisionParams },
    responses: { 200: post, ...memberErrors },
  }),
};
