import type { AnchorKind, Project, ProjectDocument, ReviewStep, ThreadAnchor } from '@caseboard/contracts';
import { createContext, useContext, type ReactNode } from 'react';
import { create } from 'zustand';

/**
 * Team review (comments, mentions, sign-off) belongs to the review feature; the workspace renders
 * these slots and the app layer fills them, as with members, exports and evidence
 * (docs/decisions/009, 028). A screen rendered without the provider (a unit test) shows none of it.
 */

type ReviewProject = Pick<Project, 'id' | 'role' | 'isDemo'>;

export interface CommentsPanelSlotProps {
  project: ReviewProject;
  document: ProjectDocument;
  /** Brings an anchored item into view: opens its step and selects it. */
  onLocate: (anchor: ThreadAnchor) => void;
}

export interface CommentBadgeSlotProps {
  projectId: number;
  kind: AnchorKind;
  id: string;
  /** Where the thread would be opened from this badge. */
  step: ReviewStep;
  className?: string;
}

export interface StepReviewSlotProps {
  project: ReviewProject;
  step: ReviewStep;
}

export interface ReviewSlots {
  panel: (props: CommentsPanelSlotProps) => ReactNode;
  toggle: (props: { project: ReviewProject }) => ReactNode;
  badge: (props: CommentBadgeSlotProps) => ReactNode;
  stepReview: (props: StepReviewSlotProps) => ReactNode;
  stepState: (props: StepReviewSlotProps) => ReactNode;
  signOffs: (props: { projectId: number }) => ReactNode;
}

const ReviewContext = createContext<ReviewSlots | null>(null);
export const ReviewProvider = ReviewContext.Provider;

/** True when the app provides review (the workspace then offers "Comment" on items). */
export function useReviewAvailable(): boolean {
  return useContext(ReviewContext) !== null;
}

export function CommentsPanelSlot(props: CommentsPanelSlotProps) {
  const slots = useContext(ReviewContext);
  return slots ? slots.panel(props) : null;
}

export function CommentsToggleSlot(props: { project: ReviewProject }) {
  const slots = useContext(ReviewContext);
  return slots ? slots.toggle(props) : null;
}

export function CommentBadgeSlot(props: CommentBadgeSlotProps) {
  const slots = useContext(ReviewContext);
  return slots ? slots.badge(props) : null;
}

export function StepReviewSlot(props: StepReviewSlotProps) {
  const slots = useContext(ReviewContext);
  return slots ? slots.stepReview(props) : null;
}

export function StepReviewStateSlot(props: StepReviewSlotProps) {
  const slots = useContext(ReviewContext);
  return slots ? slots.stepState(props) : null;
}

export function SignOffsSlot(props: { projectId: number }) {
  const slots = useContext(ReviewContext);
  return slots ? slots.signOffs(props) : null;
}

/**
 * What the workspace and the comments panel say to each other: whether the panel is open, the thread
 * it shows, and the item a new thread is being written on. Plain state, no feature code.
 */
interface CommentsPanelState {
  projectId: number | null;
  open: boolean;
  threadId: number | null;
  draft: ThreadAnchor | null;
  /** Opens (or closes) the panel on its list. */
  setOpen(projectId: number, open: boolean): void;
  /** Opens the panel on one thread. */
  openThread(projectId: number, threadId: number): void;
  /** Opens the panel with a composer for a new thread on an item. */
  startThread(projectId: number, anchor: ThreadAnchor): void;
  backToList(): void;
}

export const useCommentsPanel = create<CommentsPanelState>((set) => ({
  projectId: null,
  open: false,
  threadId: null,
  draft: null,
  setOpen: (projectId, open) => set({ projectId, open, threadId: null, draft: null }),
  openThread: (projectId, threadId) => set({ projectId, open: true, threadId, draft: null }),
  startThread: (projectId, anchor) => set({ projectId, open: true, threadId: null, draft: anchor }),
  backToList: () => set({ threadId: null, draft: null }),
}));
