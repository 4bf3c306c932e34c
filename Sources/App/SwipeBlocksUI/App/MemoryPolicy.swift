import CGtk

/// How the window's allocator gives memory back.
///
/// GTK paints each frame into a buffer the size of what changed (the whole window is 3.3 MB) and
/// frees it after the frame. glibc maps buffers that large from the system and unmaps them when
/// freed, but once one is freed it raises its threshold to that size, so later buffers come from
/// the heap, which fragments and then only grows. Measured in a soak of the card list (2,000 rows,
/// 2,500 random drags, taps and keys): private memory climbed from 17.2 to 20.6 MiB in steps of
/// 1–2 MiB and stayed there; with the threshold fixed at 256 KiB it held at 14–15 MiB throughout.
/// A frame's buffer then costs a map and an unmap, a few microseconds against a 16.7 ms frame.
enum MemoryPolicy {
    /// Allocations from this size up are mapped one by one (and unmapped when freed).
    static let mmapThreshold: Int32 = 256 * 1024

    /// Call before anything allocates much (and before GTK starts its threads).
    static func apply() {
        _ = mallopt(M_MMAP_THRESHOLD, mmapThreshold)
    }

    /// Gives the system back the free pages of every allocator arena. Call after a burst of
    /// short-lived allocations: reading a user catalogue on its own thread leaves that thread's
    /// arena a third of a megabyte of freed parse trees (a thousand blocks), which glibc keeps.
    static func returnFreedMemory() {
        _ = malloc_trim(0)
    }
}
