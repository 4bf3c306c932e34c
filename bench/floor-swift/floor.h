/* libadwaita for bench/floor-swift/main.swift, through the same system headers as SwipeBlocks. */
#include <adwaita.h>
