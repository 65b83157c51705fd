/** What the app layer puts into the review slots (components/review-slot.tsx), loaded on demand. */
export { default as CommentBadge } from './components/comment-badge';
export { default as CommentsPanel } from './components/comments-panel';
export { default as CommentsToggle } from './components/comments-toggle';
export { SignOffs, StepReview, StepReviewState } from './components/step-review';
