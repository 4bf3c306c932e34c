print("swipeblocks")
